package bench.thirdparty;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.Set;
import org.eclipse.jdt.internal.compiler.classfmt.ClassFileReader;
import org.eclipse.jdt.internal.compiler.classfmt.ClassFormatException;
import org.eclipse.jdt.internal.compiler.env.INameEnvironment;
import org.eclipse.jdt.internal.compiler.env.NameEnvironmentAnswer;

/**
 * The name environment of {@link EcjBench}: answers ECJ's type and package queries from the
 * running JDK's {@code java.base} module plus the packages of the sources being compiled.
 * Class file bytes are read through {@link Module#getResourceAsStream} and parsed by ECJ's
 * {@link ClassFileReader}; unlike ECJ's batch {@code FileSystem}, nothing scans the whole module
 * image first, so the compiler's start-up stays small.
 */
final class JdkClassLibrary implements INameEnvironment {

    private static final Module JAVA_BASE = Object.class.getModule();

    private final Set<String> packages = new HashSet<>();

    JdkClassLibrary(String... sourcePackages) {
        for (String name : JAVA_BASE.getPackages()) {
            addWithParents(name);
        }
        for (String name : sourcePackages) {
            addWithParents(name);
        }
    }

    private void addWithParents(String name) {
        for (int dot = name.indexOf('.'); dot >= 0; dot = name.indexOf('.', dot + 1)) {
            packages.add(name.substring(0, dot));
        }
        packages.add(name);
    }

    @Override
    public NameEnvironmentAnswer findType(char[][] compoundTypeName) {
        StringBuilder path = new StringBuilder();
        for (char[] segment : compoundTypeName) {
            path.append(segment).append('/');
        }
        path.setLength(path.length() - 1);
        return read(path.append(".class").toString());
    }

    @Override
    public NameEnvironmentAnswer findType(char[] typeName, char[][] packageName) {
        char[][] compound = new char[packageName.length + 1][];
        System.arraycopy(packageName, 0, compound, 0, packageName.length);
        compound[packageName.length] = typeName;
        return findType(compound);
    }

    @Override
    public boolean isPackage(char[][] parentPackageName, char[] packageName) {
        StringBuilder name = new StringBuilder();
        if (parentPackageName != null) {
            for (char[] segment : parentPackageName) {
                name.append(segment).append('.');
            }
        }
        return packages.contains(name.append(packageName).toString());
    }

    @Override
    public void cleanup() {
    }

    private static NameEnvironmentAnswer read(String path) {
        try (InputStream in = JAVA_BASE.getResourceAsStream(path)) {
            if (in == null) {
                return null;
            }
            ClassFileReader reader = new ClassFileReader(in.readAllBytes(), path.toCharArray());
            return new NameEnvironmentAnswer(reader, null);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ClassFormatException e) {
            throw new IllegalStateException("malformed JDK class file " + path, e);
        }
    }
}
