package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.model.GuestMethod;
import rvm.core.options.VmOptions;
import rvm.core.testing.JavaSources;

/** A method is decoded once, however many threads first call it at the same moment. */
class CodeDecodingTest {

    @TempDir
    Path classes;

    @Test
    void threadsThatAskAtOnce_getTheOneDecodedCode_andSoTheOneTierState() throws Exception {
        // methods long enough that decoding one takes a while: threads that start together collide
        StringBuilder source = new StringBuilder("public class Many {\n");
        for (int k = 0; k < 60; k++) {
            source.append("  static int m").append(k).append("(int x) {\n");
            for (int i = 0; i < 300; i++) {
                source.append("    x = x * ").append(k + 3).append(" + ").append(i).append(";\n");
            }
            source.append("    return x;\n  }\n");
        }
        JavaSources.compile(classes, List.of(), Map.of("Many.java", source.append("}\n").toString()));
        Vm vm = new Vm(List.of(classes), new VmOptions(ExecutionOptions.TABLE));
        int threads = 4;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<GuestMethod> methods = new ArrayList<>();
            vm.model().forHost(vm.loadClass("Many")).methods().forEach(methods::add);
            CyclicBarrier start = new CyclicBarrier(threads);
            List<Future<List<Code>>> seen = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                seen.add(pool.submit(() -> {
                    start.await();
                    List<Code> codes = new ArrayList<>();
                    for (GuestMethod m : methods) {
                        codes.add(vm.interpreter().code(m));
                    }
                    return codes;
                }));
            }

            List<List<Code>> results = new ArrayList<>();
            for (Future<List<Code>> f : seen) {
                results.add(f.get());
            }

            for (int k = 0; k < methods.size(); k++) {
                Set<Code> distinct = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
                for (List<Code> r : results) {
                    distinct.add(r.get(k));
                }
                assertEquals(1, distinct.size(), methods.get(k).jvmName() + " was decoded more than once");
            }
        } finally {
            pool.shutdown();
            vm.loader().close();
        }
    }
}
